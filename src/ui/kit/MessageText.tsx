/**
 * A message from the runtime or the validator, as a person reads it: `name` written in backticks becomes code,
 * never a literal backtick. Everything else is plain text (messages are data, never markup).
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(/`([^`\n]+)`/);
  if (parts.length === 1) return <>{text}</>;
  return <>{parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}
