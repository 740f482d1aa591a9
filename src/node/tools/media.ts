/**
 * browser_emulate_media and browser_pdf_save, with @playwright/mcp 0.0.83's names and arguments
 * (its tools/list; playwright-core `tools/backend/pdf.ts`). Media emulation is Playwright's
 * `page.emulateMedia`: an omitted feature is left as it is, null clears its override. The PDF is
 * Chromium's print to PDF (`page.pdf`, Chromium only), written only inside the output folder
 * (ctx.outputFile); it is listed under `--caps pdf`, as there.
 */
import path from 'node:path';
import { z } from 'zod/v4';
import { pmError } from '../../core/model/errors';
import { defineTabTool } from './tool';
import { driverMessage } from '../guard/driverError';

const feature = <T extends [string, ...string[]]>(values: T, what: string) =>
  z.enum(values).nullable().optional().describe(what);

export const emulateMedia = defineTabTool({
  name: 'browser_emulate_media',
  title: 'Emulate media',
  description:
    'Emulate CSS media features for the page, for example switch between the light and dark color scheme. Omitted parameters are left unchanged; null clears an override.',
  schema: z
    .object({
      colorScheme: feature(['light', 'dark'], 'Emulates the prefers-color-scheme media feature'),
      reducedMotion: feature(['reduce', 'no-preference'], 'Emulates the prefers-reduced-motion media feature'),
      forcedColors: feature(['active', 'none'], 'Emulates the forced-colors media feature'),
      contrast: feature(['more', 'no-preference'], 'Emulates the prefers-contrast media feature'),
      media: feature(['screen', 'print'], 'Changes the CSS media type of the page'),
    })
    .strict(),
  async handle(tab, p, response) {
    const set: Record<string, string | null> = {};
    for (const [k, v] of Object.entries(p)) if (v !== undefined) set[k] = v;
    const what = Object.keys(set).length
      ? `emulated ${Object.entries(set)
          .map(([k, v]) => `${k} ${v ?? 'cleared'}`)
          .join(', ')}`
      : 'no media feature changed';
    await response.actOn(tab, what, () => tab.page().emulateMedia(set as never), 'INTERNAL');
  },
});

export const pdfSave = defineTabTool({
  name: 'browser_pdf_save',
  title: 'Save as PDF',
  description:
    'Save page as PDF. The file is written in the output folder; if filename is not given it is `page-{timestamp}.pdf`.',
  capability: 'pdf',
  readOnly: true,
  schema: z
    .object({
      filename: z
        .string()
        .optional()
        .describe('File name to save the pdf to, relative to the output folder. Defaults to `page-{timestamp}.pdf`.'),
    })
    .strict(),
  async handle(tab, p, response) {
    const file = tab.ctx.outputFile(p.filename, `page-${new Date().toISOString().replace(/[:.]/g, '-')}.pdf`);
    if ('error' in file) return response.fail(file.error);
    try {
      await tab.page().pdf({ path: file.file });
    } catch (e) {
      // page.pdf is Chromium's print to PDF: Firefox and WebKit have none.
      return response.fail(pmError('NOT_SUPPORTED', `the page could not be saved as PDF: ${driverMessage(e)}`));
    }
    response.ok(`page saved as PDF to ${file.file}`);
    response.section('Result', `[Page as pdf](${path.relative(process.cwd(), file.file) || file.file})`);
  },
});

export const mediaTools = [emulateMedia, pdfSave];
