// The approved minutes' signatures: each signer's name and time with the SHA-256 of the content they signed.
import { formatDateTime } from "~/lib/platform/dates";

export function Signatures({
  signatures,
  timeZone,
}: {
  signatures: { userId: string; signerName: string; signedAt: number; contentHash: string }[];
  timeZone: string | null;
}) {
  return (
    <section aria-labelledby="signatures-title" className="flex flex-col gap-2">
      <h2 id="signatures-title" className="text-lg font-semibold">
        Signatures
      </h2>
      {signatures.length === 0 ? <p className="text-sm text-muted-foreground">Not signed yet.</p> : null}
      <ul className="flex flex-col divide-y rounded-md border text-sm">
        {signatures.map((signature) => (
          <li key={signature.userId} className="flex flex-col gap-0.5 p-3">
            <span>
              <strong>{signature.signerName}</strong> signed {formatDateTime(signature.signedAt, timeZone)}
            </span>
            <span className="break-all font-mono text-xs text-muted-foreground">SHA-256 {signature.contentHash}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
