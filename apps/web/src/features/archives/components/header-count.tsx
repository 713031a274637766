/** A list's total beside its title; screen readers hear what is counted ("3 drafts"). */
export function HeaderCount({ count, noun }: { count: number; noun: [one: string, many: string] }) {
  return (
    <span className="text-xs text-fg-subtle tabular-nums">
      {count}
      <span className="sr-only"> {count === 1 ? noun[0] : noun[1]}</span>
    </span>
  );
}
