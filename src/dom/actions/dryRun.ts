/**
 * The dry run: every check a verb makes before acting (the target, the upload's file input, the
 * needs table), and no action. Drivers call it before performing the verb with trusted input, and
 * click at the point it reports.
 */
import { round2 } from '../../core/geometry/round';
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import { boundWindow, getBoundingClientRect, ownerDocument } from '../platform/dom';
import { nowP } from '../../builtins/pristine';
import { actionPoint, ensureActionable } from './actionability';
import { needsOf } from './needs';
import { centreOf } from './pointer';
import { fail } from './outcome';
import { uploadCheck } from './valueVerbs';
import { armGuard } from './hitGuard';

export async function dryRun(
  cmd: ActionCommand,
  el: Element | null,
  target: ActionResult['target'],
  resolvedBy: ActionResult['resolvedBy'],
  timeout: number,
  t0: number,
): Promise<ActionResult> {
  if (el && cmd.action === 'upload') {
    const bad = uploadCheck(cmd, el);
    if (bad) return fail(cmd, bad, { target, durationMs: round2(nowP() - t0) });
  }
  const need = el && !cmd.force ? needsOf(cmd.action) : null;
  if (need) {
    const r = await ensureActionable(el!, need, timeout);
    if (!r.ok) return fail(cmd, r.error, { target, durationMs: round2(nowP() - t0) });
  }
  const out: ActionResult = {
    ok: true,
    action: cmd.action,
    target,
    resolvedBy,
    effects: { navigated: false, mutations: 0, newElements: 0 },
    durationMs: round2(nowP() - t0),
  };
  if (el) {
    // Relative to the element's border box: where pagemark's hit test found it on top.
    const b = getBoundingClientRect(el);
    const p = actionPoint(el) ?? centreOf(el);
    out.point = { x: round2(p.x - b.left), y: round2(p.y - b.top) };
    // The same point in this document's viewport, for a driver's page mouse (hostAct.ts).
    if (ownerDocument(el) === boundWindow!.document) {
      out.at = p;
      // The input that follows, guarded: it must land on el (hitGuard.ts).
      if (need && need.hit && cmd.guardInput) armGuard(el, cmd.action === 'hover', timeout);
    }
  }
  return out;
}
