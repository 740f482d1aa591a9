// INTERIM (owned by the actions developer): semantic history of actions for the observation shapes.
export function getHistory(): string[] {
  return [];
}
export function getLastAction(): string {
  return '';
}
export function getLastActionError(): string {
  return '';
}
