// PLACEHOLDER owned by the actions helper.
export async function act(command: unknown): Promise<unknown> {
  void command;
  return { ok: false };
}
