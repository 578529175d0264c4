// Rows of every kind global search finds, written straight to D1 as their services leave them: the index's
// triggers are what the search tests exercise, and each access rule is its capability's own.
import { schema } from "../../app/.server/platform/db/client";
import type { MeetingConfidentiality, ParticipantRole } from "../../app/lib/meetings/constants";
import { serviceContext } from "./factories";

const db = () => serviceContext().db;

let counter = 0;
/** A word no other test's rows hold (letters only: digits would split it into two tokens). */
export const uniqueWord = (base: string) =>
  `${base}${(Date.now() * 1000 + counter++).toString(36).replace(/\d/g, "")}${"abcdefghij"[counter % 10]}`;

export async function insertMeeting(options: {
  organizationId: string;
  title: string;
  description?: string;
  confidentiality?: MeetingConfidentiality;
  organizerId?: string;
  participants?: { userId: string; role?: ParticipantRole }[];
}) {
  const id = crypto.randomUUID();
  const start = Date.now() + 86_400_000;
  await db()
    .insert(schema.meetings)
    .values({
      id,
      organizationId: options.organizationId,
      title: options.title,
      description: options.description ?? null,
      confidentiality: options.confidentiality ?? "public",
      organizerId: options.organizerId ?? null,
      scheduledStart: start,
      scheduledEnd: start + 3_600_000,
    });
  for (const seat of options.participants ?? []) {
    await db()
      .insert(schema.meetingParticipants)
      .values({ id: crypto.randomUUID(), meetingId: id, userId: seat.userId, role: seat.role ?? "member" });
  }
  return id;
}

export async function insertAgendaItem(meetingId: string, title: string, description?: string) {
  const id = crypto.randomUUID();
  await db()
    .insert(schema.agendaItems)
    .values({ id, meetingId, orderIndex: 0, title, description: description ?? null });
  return id;
}

export async function insertMinutes(meetingId: string, content: string) {
  await db().insert(schema.meetingMinutes).values({ meetingId, content });
}

export async function insertCommittee(organizationId: string, name: string, description?: string) {
  const id = crypto.randomUUID();
  await db()
    .insert(schema.committees)
    .values({ id, organizationId, name, description: description ?? null });
  return id;
}

export async function insertAnnotation(options: {
  assetId: string;
  organizationId: string;
  userId: string;
  commentText: string;
  isPrivate?: boolean;
  pageNumber?: number;
}) {
  const id = crypto.randomUUID();
  await db()
    .insert(schema.annotations)
    .values({
      id,
      assetId: options.assetId,
      organizationId: options.organizationId,
      userId: options.userId,
      annotationType: "comment",
      versionNumber: 1,
      pageNumber: options.pageNumber ?? 1,
      commentText: options.commentText,
      isPrivate: options.isPrivate ?? false,
    });
  return id;
}

/** A vault open only to its seats (not public), holding the document; the owner seats whom they name. */
export async function insertRestrictedVault(options: {
  organizationId: string;
  ownerId: string;
  assetId: string;
  seats?: string[];
}) {
  const id = crypto.randomUUID();
  await db()
    .insert(schema.vaults)
    .values({ id, organizationId: options.organizationId, name: "Restricted vault", ownerId: options.ownerId });
  await db().insert(schema.vaultAssets).values({ vaultId: id, assetId: options.assetId, addedBy: options.ownerId });
  for (const userId of options.seats ?? []) {
    await db().insert(schema.vaultMembers).values({ vaultId: id, userId, role: "viewer" });
  }
  return id;
}
