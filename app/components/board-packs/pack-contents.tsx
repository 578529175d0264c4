// The book on the pack page: sections and papers in reading order (the table of contents), with 'updated' marks,
// the reader's own 'read' marks and, for managers, 'read by N of M' and the controls to order and edit it.
// Every control is a small form that posts to the page's action, so all of it works without JavaScript.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { getBoardPack } from "~/.server/board-packs/detail";
import { IntentInput } from "~/components/intent-input";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";

export type BoardPackView = Awaited<ReturnType<typeof getBoardPack>>;
type Group = BoardPackView["contents"][number];
type Paper = Group["papers"][number];

function IntentButton({
  intent,
  fields,
  label,
  children,
  disabled,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Form method="post" className="inline">
      <IntentInput intent={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="ghost" size="sm" aria-label={label} title={label} disabled={disabled}>
        {children}
      </Button>
    </Form>
  );
}

export function PackContents({ view }: { view: BoardPackView }) {
  const { contents, editable, audienceSize } = view;
  const papers = contents.flatMap((group) => group.papers);
  const sections = contents.filter((group) => group.id !== null);
  if (papers.length === 0 && sections.length === 0)
    return (
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        {editable
          ? "This pack is empty. Add sections and papers below, then publish it."
          : "This pack has no papers yet."}
      </p>
    );
  return (
    <ol className="flex flex-col gap-4">
      {contents.map((group, index) =>
        group.id === null && group.papers.length === 0 ? null : (
          <li key={group.id ?? "loose"} className="flex flex-col gap-2">
            {group.id !== null ? (
              <SectionHeading
                group={group}
                editable={editable}
                first={index === 1}
                last={index === contents.length - 1}
              />
            ) : null}
            {group.papers.length === 0 ? (
              <p className="pl-4 text-sm text-muted-foreground">No papers in this section yet.</p>
            ) : (
              <ol className="flex flex-col divide-y rounded-md border">
                {group.papers.map((paper, at) => (
                  <PaperRow
                    key={paper.id}
                    view={view}
                    paper={paper}
                    first={at === 0}
                    last={at === group.papers.length - 1}
                    audienceSize={audienceSize}
                  />
                ))}
              </ol>
            )}
          </li>
        ),
      )}
    </ol>
  );
}

function SectionHeading({
  group,
  editable,
  first,
  last,
}: {
  group: Group;
  editable: boolean;
  first: boolean;
  last: boolean;
}) {
  const sectionId = group.id ?? "";
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="text-base font-semibold">{group.title}</h3>
      {editable ? (
        <div className="flex flex-wrap items-center gap-1">
          <Form method="post" className="flex items-center gap-1">
            <IntentInput intent="rename-section" />
            <input type="hidden" name="sectionId" value={sectionId} />
            <label className="sr-only" htmlFor={`rename-${sectionId}`}>
              New title for {group.title}
            </label>
            <Input id={`rename-${sectionId}`} name="title" defaultValue={group.title ?? ""} className="h-8 w-40" />
            <Button type="submit" variant="outline" size="sm">
              Rename
            </Button>
          </Form>
          <IntentButton
            intent="move-section"
            fields={{ sectionId, direction: "up" }}
            label={`Move ${group.title} up`}
            disabled={first}
          >
            Up
          </IntentButton>
          <IntentButton
            intent="move-section"
            fields={{ sectionId, direction: "down" }}
            label={`Move ${group.title} down`}
            disabled={last}
          >
            Down
          </IntentButton>
          <IntentButton intent="remove-section" fields={{ sectionId }} label={`Remove section ${group.title}`}>
            Remove
          </IntentButton>
        </div>
      ) : null}
    </div>
  );
}

function PaperRow({
  view,
  paper,
  first,
  last,
  audienceSize,
}: {
  view: BoardPackView;
  paper: Paper;
  first: boolean;
  last: boolean;
  audienceSize: number | null;
}) {
  const { pack, editable } = view;
  const candidates = view.candidates?.items ?? [];
  const openable = !paper.isDeleted && (pack.status === "published" || view.canManage);
  return (
    <li className="flex flex-col gap-2 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {openable ? (
            <Link
              to={`/dashboard/board-packs/${pack.id}/papers/${paper.id}`}
              className="min-w-0 truncate font-medium underline-offset-4 hover:underline"
            >
              {paper.title}
            </Link>
          ) : (
            <span className="min-w-0 truncate font-medium underline-offset-4 hover:underline">{paper.title}</span>
          )}
          {paper.fileType !== "pdf" ? (
            <span className="text-xs text-muted-foreground">Not a PDF: listed in the book with a link</span>
          ) : null}
          {paper.isDeleted ? <span className="text-xs text-destructive">This document was deleted</span> : null}
          {paper.updatedAfterPublishAt ? (
            <span className="rounded-full bg-warning/20 px-2 py-0.5 text-xs font-medium">Updated</span>
          ) : null}
          {paper.readByMe ? <span className="text-xs text-muted-foreground">Read</span> : null}
        </div>
        {paper.readers !== null && audienceSize !== null && pack.status !== "draft" ? (
          <span className="text-xs text-muted-foreground">
            Read by {paper.readers} of {audienceSize}
          </span>
        ) : null}
      </div>
      {editable ? (
        <div className="flex flex-wrap items-center gap-1">
          <IntentButton
            intent="move-paper"
            fields={{ itemId: paper.id, direction: "up" }}
            label={`Move ${paper.title} up`}
            disabled={first}
          >
            Up
          </IntentButton>
          <IntentButton
            intent="move-paper"
            fields={{ itemId: paper.id, direction: "down" }}
            label={`Move ${paper.title} down`}
            disabled={last}
          >
            Down
          </IntentButton>
          <IntentButton intent="remove-paper" fields={{ itemId: paper.id }} label={`Remove ${paper.title}`}>
            Remove
          </IntentButton>
          {candidates.length ? (
            <Form method="post" className="flex items-center gap-1">
              <IntentInput intent="replace-paper" />
              <input type="hidden" name="itemId" value={paper.id} />
              <label className="sr-only" htmlFor={`replace-${paper.id}`}>
                Replace {paper.title} with
              </label>
              <NativeSelect id={`replace-${paper.id}`} name="assetId" defaultValue="" className="h-8 max-w-48">
                <option value="">Replace with…</option>
                {candidates.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.title}
                  </option>
                ))}
              </NativeSelect>
              <Button type="submit" variant="outline" size="sm">
                Replace
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
