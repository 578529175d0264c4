// The recovery codes, shown once right after they are made: a list to copy or print.
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-codes-heading"
      className="flex flex-col gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-4 dark:bg-amber-950/30"
    >
      <h2 id="recovery-codes-heading" className="text-base font-semibold">
        Your recovery codes
      </h2>
      <p className="text-sm">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.
      </p>
      <ol className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}
