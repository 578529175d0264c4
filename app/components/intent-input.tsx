// What a small form does, in its `intent` field (decision 015). Its own module, re-exported by the form kit, so a page
// of plain forms (the board pack page) can use it without loading the kit (Conform) in its first load.
export function IntentInput({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}
