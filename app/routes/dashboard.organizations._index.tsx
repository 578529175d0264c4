import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Building2, Plus, Users } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import {
  type BulkResult,
  listOrganizationCards,
  organizationCardPage,
  runBulkOperation,
} from "~/.server/organizations/list";
import { requireActor } from "~/.server/remix/guards";
import { OrganizationInitials, RoleBadge } from "~/components/organizations/role-badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogCancel,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import {
  BULK_OPERATIONS,
  type BulkOperationId,
  bulkConfirmationQuestion,
  selectionSummary,
} from "~/lib/organizations/bulk";
import { BulkOperationSchema } from "~/lib/organizations/schemas";
import { ORGANIZATION_DELETED_MESSAGE, ORGANIZATION_PAGE_TOASTS } from "~/lib/organizations/texts";
import { cn } from "~/lib/platform/class-names";

const LIST_FORM_ID = "organization-list";

export const meta: MetaFunction = () => [{ title: "Organizations · BoardRoom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") === "archived" ? "archived" : "active";
  // Set by the settings page after an immediate deletion, which lands here.
  const deleted = url.searchParams.get("deleted") === "1";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return { status, deleted, ...(await organizationCardPage(ctx, { status, page })) };
}

type ActionData =
  | { error: string }
  | { confirm: { intent: BulkOperationId; items: { id: string; name: string }[] } }
  | { result: BulkResult; intent: BulkOperationId };

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireActor(request, context);
  const form = await request.formData();
  const parsed = BulkOperationSchema.safeParse({
    intent: form.get("intent"),
    ids: form.getAll("ids"),
    confirmed: form.get("confirmed") ?? undefined,
  });
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "Invalid request" } satisfies ActionData, { status: 400 });
  const { intent, ids, confirmed } = parsed.data;
  const operation = BULK_OPERATIONS.find((candidate) => candidate.id === intent)!;
  if (operation.requiresConfirmation && !confirmed) {
    // Confirmation names only organisations the actor belongs to (others are reported when it runs).
    const [active, archived] = await Promise.all([
      listOrganizationCards(ctx, { limit: 100 }),
      listOrganizationCards(ctx, { status: "archived", limit: 100 }),
    ]);
    const mine = [...active, ...archived];
    const items = ids.map((id) => ({ id, name: mine.find((card) => card.id === id)?.name ?? "Unknown organization" }));
    return data({ confirm: { intent, items } } satisfies ActionData);
  }
  const result = await runBulkOperation(ctx, intent, ids);
  return data({ result, intent } satisfies ActionData, { status: result.succeeded.length === 0 ? 400 : 200 });
}

export default function OrganizationsPage() {
  const { organizations, status, deleted, pagination } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(status === "archived" ? { status } : {}), page: String(page) })}`;
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [hydrated, setHydrated] = useState(false);
  const [confirming, setConfirming] = useState<BulkOperationId | null>(null);
  // 001 §4: while an operation runs its buttons are inert and an indeterminate bar shows (the page then reloads).
  const [executing, setExecuting] = useState(false);
  useEffect(() => setHydrated(true), []);

  const readSelection = useCallback(() => {
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>('input[name="ids"][type="checkbox"]') ?? [];
    setSelected([...boxes].filter((box) => box.checked).map((box) => box.value));
  }, []);
  const setAll = useCallback(
    (decide: (box: HTMLInputElement) => boolean) => {
      const boxes = formRef.current?.querySelectorAll<HTMLInputElement>('input[name="ids"][type="checkbox"]') ?? [];
      for (const box of boxes) box.checked = decide(box);
      readSelection();
    },
    [readSelection],
  );

  // 001 §5 selection keys: Ctrl/Cmd+A all, Ctrl/Cmd+I invert, Escape clears, Delete/Backspace the first destructive op.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input:not([type=checkbox]), textarea, select, [contenteditable=true]")) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === "a") {
        event.preventDefault();
        setAll(() => true);
      } else if (mod && event.key.toLowerCase() === "i") {
        event.preventDefault();
        setAll((box) => !box.checked);
      } else if (event.key === "Escape") {
        if (selected.length > 0) setAll(() => false);
      } else if ((event.key === "Delete" || event.key === "Backspace") && selected.length > 0) {
        event.preventDefault();
        const destructive = BULK_OPERATIONS.find(
          (operation) =>
            operation.destructive && (status === "active" ? operation.id !== "restore" : operation.id === "leave"),
        );
        formRef.current?.querySelector<HTMLButtonElement>(`button[name="intent"][value="${destructive?.id}"]`)?.click();
      }
    };
    // Capture phase: these keys mean selection here, before the shell reads Ctrl+A as "go to assets".
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [setAll, selected.length, status]);

  const result = actionData && "result" in actionData ? actionData.result : null;
  useEffect(() => {
    if (!result) return;
    const description = <BulkResultDescription result={result} />;
    if (result.success) toast.success("Success!", { description });
    else toast.error("Error", { description });
  }, [result]);

  useEffect(() => {
    if (deleted)
      toast.success(ORGANIZATION_PAGE_TOASTS["delete-now"].success, { description: ORGANIZATION_DELETED_MESSAGE });
  }, [deleted]);

  const operations = BULK_OPERATIONS.filter((operation) =>
    status === "archived" ? operation.id !== "archive" : operation.id !== "restore",
  );
  const selectedNames = organizations
    .filter((organization) => selected.includes(organization.id))
    .map((organization) => organization.name);
  const showBar = !hydrated || selected.length > 0;
  const confirmingOperation = BULK_OPERATIONS.find((operation) => operation.id === confirming) ?? null;

  return (
    <section className="flex flex-col gap-6 pb-24" aria-labelledby="page-title">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex flex-col gap-1">
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
            Organizations
          </h1>
          <p className="text-muted-foreground">The boards you belong to. Select several to act on them at once.</p>
        </div>
        <Button asChild>
          <Link to="/dashboard/organizations/create">
            <Plus className="h-4 w-4" aria-hidden="true" /> Create Organization
          </Link>
        </Button>
      </header>

      <nav aria-label="Filter organizations" className="flex gap-2">
        {(["active", "archived"] as const).map((value) => (
          <Link
            key={value}
            to={value === "active" ? "?" : "?status=archived"}
            aria-current={status === value ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              status === value ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            {value === "active" ? "Active" : "Archived"}
          </Link>
        ))}
      </nav>

      {actionData && "error" in actionData ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
          {actionData.error}
        </p>
      ) : null}
      {result ? <BulkResultPanel result={result} /> : null}
      {deleted && !hydrated ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 px-4 py-3 text-sm">
          <span className="font-medium">{ORGANIZATION_PAGE_TOASTS["delete-now"].success}</span>:{" "}
          {ORGANIZATION_DELETED_MESSAGE}
        </p>
      ) : null}

      {actionData && "confirm" in actionData ? (
        <form
          method="post"
          className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4"
          aria-labelledby="confirm-title"
        >
          <h2 id="confirm-title" className="font-semibold">
            {bulkConfirmationQuestion(
              BULK_OPERATIONS.find((operation) => operation.id === actionData.confirm.intent)!.label,
              actionData.confirm.items.length,
            )}
          </h2>
          {actionData.confirm.items.length <= 5 ? (
            <ul className="list-inside list-disc text-sm">
              {actionData.confirm.items.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          ) : null}
          {actionData.confirm.items.map((item) => (
            <input key={item.id} type="hidden" name="ids" value={item.id} />
          ))}
          <input type="hidden" name="confirmed" value="1" />
          <div className="flex gap-2">
            <Button type="submit" name="intent" value={actionData.confirm.intent} variant="destructive">
              Confirm
            </Button>
            <Button asChild variant="outline">
              <Link
                to={`/dashboard/organizations${searchParams.get("status") ? `?status=${searchParams.get("status")}` : ""}`}
              >
                Cancel
              </Link>
            </Button>
          </div>
        </form>
      ) : null}

      {organizations.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <Building2 className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">
            {status === "archived" ? "No archived organizations" : "No organizations yet"}
          </h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {status === "archived"
              ? "Organizations you archive appear here and can be restored."
              : "Create your board's organization, or accept an invitation to join one."}
          </p>
          {status === "active" ? (
            <Button asChild>
              <Link to="/dashboard/organizations/create">Create Organization</Link>
            </Button>
          ) : null}
        </div>
      ) : (
        <form
          ref={formRef}
          id={LIST_FORM_ID}
          method="post"
          onChange={readSelection}
          onSubmit={(event) => {
            // Export downloads a file and the page stays, so only the other operations mark the bar busy.
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter?.value !== "export") setExecuting(true);
          }}
          aria-label="Organizations"
          aria-busy={executing || undefined}
        >
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {organizations.map((organization) => (
              <li
                key={organization.id}
                className={cn(
                  "relative flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm",
                  selected.includes(organization.id) && "ring-2 ring-primary",
                )}
              >
                <div className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="ids"
                    value={organization.id}
                    defaultChecked={false}
                    aria-label={`Select ${organization.name}`}
                    className="mt-1 h-4 w-4 accent-[hsl(var(--primary))]"
                  />
                  <OrganizationInitials name={organization.name} logoUrl={organization.logoUrl} />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <Link
                      to={`/dashboard/organizations/${organization.slug}`}
                      className="truncate font-semibold hover:underline"
                    >
                      {organization.name}
                    </Link>
                    <div className="flex flex-wrap items-center gap-2">
                      <RoleBadge role={organization.role} />
                      {organization.isDemo ? (
                        <span className="rounded-full bg-warning/15 px-2 py-0.5 text-xs">Demo</span>
                      ) : null}
                      {organization.deletionScheduledFor ? (
                        <span className="rounded-full bg-destructive/15 px-2 py-0.5 text-xs text-destructive">
                          Deletion Scheduled
                        </span>
                      ) : null}
                    </div>
                  </div>
                </div>
                {organization.description ? (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{organization.description}</p>
                ) : null}
                <p className="flex gap-4 text-sm text-muted-foreground tabular-nums">
                  <span className="inline-flex items-center gap-1">
                    <Users className="h-4 w-4" aria-hidden="true" /> {organization.memberCount}{" "}
                    {organization.memberCount === 1 ? "member" : "members"}
                  </span>
                  <span>
                    {organization.committeeCount} {organization.committeeCount === 1 ? "committee" : "committees"}
                  </span>
                </p>
              </li>
            ))}
          </ul>

          {pages > 1 ? (
            <nav aria-label="Organization pages" className="mt-6 flex items-center gap-3 text-sm">
              {pagination.page > 1 ? <Link to={pageHref(pagination.page - 1)}>Previous</Link> : null}
              <span className="tabular-nums">
                Page {pagination.page} of {pages} ({pagination.total} organizations)
              </span>
              {pagination.page < pages ? <Link to={pageHref(pagination.page + 1)}>Next</Link> : null}
            </nav>
          ) : null}

          {showBar ? (
            <div
              role="toolbar"
              aria-label="Bulk actions"
              className={cn(
                "fixed inset-x-0 bottom-20 z-30 mx-auto flex w-fit max-w-[95vw] flex-wrap items-center gap-2 rounded-full border bg-popover px-4 py-2 shadow-lg md:bottom-6",
                executing && "pointer-events-none opacity-70",
              )}
            >
              {executing ? <progress aria-label="Working" className="h-1 w-16" /> : null}
              <span className="text-sm tabular-nums">
                {hydrated
                  ? `${selected.length} selected: ${selectionSummary(selectedNames)}`
                  : "Selected organizations:"}
              </span>
              {operations.slice(0, 3).map((operation) =>
                hydrated && operation.requiresConfirmation ? (
                  // With JavaScript the confirmation is a dialog; the server-rendered step stays for no-JS.
                  <Button
                    key={operation.id}
                    type="button"
                    name="intent"
                    value={operation.id}
                    size="sm"
                    variant={operation.destructive ? "destructive" : "secondary"}
                    title={operation.description}
                    onClick={() => setConfirming(operation.id)}
                  >
                    {operation.label}
                  </Button>
                ) : (
                  <Button
                    key={operation.id}
                    type="submit"
                    name="intent"
                    value={operation.id}
                    size="sm"
                    variant={operation.destructive ? "destructive" : "secondary"}
                    title={operation.description}
                    formAction={operation.id === "export" ? "/resources/organizations-export" : undefined}
                  >
                    {operation.label}
                  </Button>
                ),
              )}
              {operations.slice(3).map((operation) => (
                <Button
                  key={operation.id}
                  type="submit"
                  name="intent"
                  value={operation.id}
                  size="sm"
                  variant="ghost"
                  title={operation.description}
                >
                  {operation.label}
                </Button>
              ))}
              {hydrated ? (
                <Button type="button" size="sm" variant="ghost" onClick={() => setAll(() => false)}>
                  Clear
                </Button>
              ) : null}
            </div>
          ) : null}
        </form>
      )}
      {confirmingOperation ? (
        <Dialog open onOpenChange={(open) => !open && setConfirming(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{bulkConfirmationQuestion(confirmingOperation.label, selected.length)}</DialogTitle>
              <DialogDescription>{confirmingOperation.description}</DialogDescription>
            </DialogHeader>
            {selected.length <= 5 ? (
              <ul className="list-inside list-disc text-sm">
                {selectedNames.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : null}
            <input type="hidden" name="confirmed" value="1" form={LIST_FORM_ID} />
            <div className="flex justify-end gap-2">
              <DialogCancel />
              <Button
                type="submit"
                form={LIST_FORM_ID}
                name="intent"
                value={confirmingOperation.id}
                variant="destructive"
              >
                Confirm
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}

/** The result's message and, when some items failed, a 'View details' expander (001 §8); in the panel and the toast. */
function BulkResultDescription({ result }: { result: BulkResult }) {
  return (
    <>
      <p>{result.message}</p>
      {result.errors.length > 0 ? (
        <details>
          <summary className="cursor-pointer">View details</summary>
          <ul className="mt-2 list-inside list-disc">
            {result.errors.map((error) => (
              <li key={error.id}>
                {error.name}: {error.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function BulkResultPanel({ result }: { result: BulkResult }) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col gap-1 rounded-md border px-4 py-3 text-sm",
        result.success ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10",
      )}
    >
      <p className="font-semibold">{result.success ? "Success!" : "Error"}</p>
      <BulkResultDescription result={result} />
    </div>
  );
}
