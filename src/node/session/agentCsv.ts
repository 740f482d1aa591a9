/**
 * browser-use's CSV normalisation (browser_use/filesystem/file_system.py, CsvFile._normalize_csv):
 * the content is parsed as Python's csv.reader parses it and written back as csv.writer writes it
 * (QUOTE_MINIMAL, lineterminator '\n'), so that a model's malformed CSV lands well-formed. Ported
 * from CPython's Modules/_csv.c state machine with the default dialect (delimiter ',', quotechar '"',
 * doublequote, not strict).
 */

const enum S {
  StartRecord,
  StartField,
  InField,
  InQuoted,
  QuoteInQuoted,
}

/** csv.reader over the text's lines; empty rows are dropped, as _normalize_csv does. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let state = S.StartRecord;
  const endRecord = () => {
    row.push(field);
    field = '';
    rows.push(row);
    row = [];
    state = S.StartRecord;
  };
  for (const c of text) {
    const nl = c === '\n' || c === '\r';
    if (state === S.StartRecord) {
      if (nl) continue; // an empty line: csv.reader yields [], which _normalize_csv skips
      state = S.StartField;
    }
    switch (state) {
      case S.StartField:
        if (nl) endRecord();
        else if (c === '"') state = S.InQuoted;
        else if (c === ',') row.push('');
        else {
          field += c;
          state = S.InField;
        }
        break;
      case S.InField:
        if (nl) endRecord();
        else if (c === ',') {
          row.push(field);
          field = '';
          state = S.StartField;
        } else field += c;
        break;
      case S.InQuoted:
        if (c === '"') state = S.QuoteInQuoted;
        else field += c;
        break;
      case S.QuoteInQuoted:
        if (c === '"') {
          field += c;
          state = S.InQuoted;
        } else if (c === ',') {
          row.push(field);
          field = '';
          state = S.StartField;
        } else if (nl) endRecord();
        else {
          field += c; // not strict: a character after the closing quote joins the field
          state = S.InField;
        }
        break;
    }
  }
  if (state !== S.StartRecord) endRecord();
  return rows;
}

/** csv.writer, QUOTE_MINIMAL: quote a field holding a delimiter, a quote or a line break; a lone empty field is `""`. */
export function csvWrite(rows: string[][]): string {
  let out = '';
  for (const row of rows) {
    const cells = row.map((f) => (/[",\r\n]/.test(f) ? '"' + f.replace(/"/g, '""') + '"' : f));
    out += (row.length === 1 && row[0] === '' ? '""' : cells.join(',')) + '\n';
  }
  return out;
}

/** CsvFile._normalize_csv. */
export function normalizeCsv(raw: string): string {
  let stripped = raw.replace(/^[\n\r]+|[\n\r]+$/g, '');
  if (!stripped) return raw;
  // Double-escaped model output: no real newline but literal \n sequences.
  if (!stripped.includes('\n') && stripped.includes('\\n'))
    stripped = stripped.replaceAll('\\"', '"').replaceAll('\\n', '\n');
  const rows = csvRows(stripped).filter((r) => r.length > 0);
  if (!rows.length) return raw;
  return csvWrite(rows).replace(/\n+$/, '');
}

/** CsvFile.append_file_content: the new rows normalised, then the whole file once more. */
export function appendCsv(existing: string, content: string): string {
  const fresh = normalizeCsv(content);
  if (!fresh.replace(/[\n\r]/g, '')) return existing;
  const head = existing && !existing.endsWith('\n') ? existing + '\n' : existing;
  return normalizeCsv(head + fresh);
}
