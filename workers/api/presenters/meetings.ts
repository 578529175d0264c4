// The meetings API's answers: the list item in the spec's snake_case (000 §3 "Meeting list item"), the detail
// model in its camelCase (000 §3 "Meeting detail model"). Times are ISO 8601.
import type { meetingDetail } from "../../../app/.server/meetings/detail";
import type { MeetingListItem } from "../../../app/.server/meetings/meetings";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function locationOf(item: Pick<MeetingListItem, "venue">) {
  const venue = item.venue;
  if (!venue) return null;
  return [venue.name, venue.address, venue.city, venue.country].filter(Boolean).join(", ") || null;
}

export function presentMeetingListItem(item: MeetingListItem) {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    meeting_type: item.meetingType,
    status: item.status,
    confidentiality: item.confidentiality,
    scheduled_start: iso(item.scheduledStart),
    scheduled_end: iso(item.scheduledEnd),
    timezone: item.timezone,
    location: locationOf(item),
    virtual_meeting_url: item.virtualMeetingUrl,
    attendee_count: Number(item.attendeeCount),
    rsvp_count: Number(item.rsvpCount),
    agenda_item_count: Number(item.agendaItemCount),
    document_count: Number(item.documentCount),
    organizer: { email: item.organizerEmail ?? null },
  };
}

type Detail = Awaited<ReturnType<typeof meetingDetail>>;

export function presentMeetingDetail(detail: Detail) {
  const { meeting } = detail.access;
  return {
    meeting: {
      id: meeting.id,
      organizationId: meeting.organizationId,
      committeeId: meeting.committeeId,
      title: meeting.title,
      description: meeting.description,
      meetingType: meeting.meetingType,
      status: meeting.status,
      confidentiality: meeting.confidentiality,
      scheduledStart: iso(meeting.scheduledStart),
      scheduledEnd: iso(meeting.scheduledEnd),
      actualStart: iso(meeting.actualStart),
      actualEnd: iso(meeting.actualEnd),
      timezone: meeting.timezone,
      venue: meeting.venue,
      virtualMeetingUrl: meeting.virtualMeetingUrl,
      isHybrid: meeting.isHybrid,
      organizerId: meeting.organizerId,
      chairpersonId: meeting.chairpersonId,
      secretaryId: meeting.secretaryId,
      isRecorded: meeting.isRecorded,
      allowsAnonymousVoting: meeting.allowsAnonymousVoting,
      requiresQuorum: meeting.requiresQuorum,
      quorumThreshold: meeting.quorumThreshold,
      summary: meeting.summary,
      createdAt: iso(meeting.createdAt),
      updatedAt: iso(meeting.updatedAt),
      lastModifiedBy: meeting.lastModifiedBy,
    },
    participants: detail.participants.map((seat) => ({
      id: seat.id,
      userId: seat.userId,
      meetingId: seat.meetingId,
      role: seat.role,
      attendanceStatus: seat.attendanceStatus,
      presence: seat.presence,
      checkInTime: iso(seat.checkInTime),
      isVotingEligible: seat.isVotingEligible,
      hasConflictOfInterest: Number(seat.conflictCount) > 0,
      conflictDescription: seat.conflictDescription,
      delegateUserId: seat.delegateUserId,
      notificationPreferences: seat.notificationPreferences,
      invitedAt: iso(seat.invitedAt),
      respondedAt: iso(seat.respondedAt),
      user: {
        name: seat.name ?? seat.guestName,
        email: seat.email ?? seat.guestEmail,
        avatarUrl: seat.avatarUrl,
        title: null,
        organization: detail.access.organization.name,
      },
    })),
    agendaItems: detail.agenda.map((item) => ({
      id: item.id,
      meetingId: item.meetingId,
      orderIndex: item.orderIndex,
      title: item.title,
      description: item.description,
      type: item.type,
      status: item.status,
      presenterId: item.presenterId,
      estimatedDurationMinutes: item.estimatedDurationMinutes,
      actualDurationMinutes: item.actualDurationMinutes,
      startTime: iso(item.startTime),
      endTime: iso(item.endTime),
      attachments: Number(item.paperCount),
      hasMotion: item.hasMotion,
      outcome: item.outcome,
    })),
    resolutions: detail.resolutions,
    actionItems: detail.actionItems.map((action) => ({ ...action, dueDate: iso(action.dueDate) })),
    documents: detail.documents.papers.map((paper) => presentMeetingDocument(meeting.id, paper)),
    boardPacks: detail.documents.boardPacks.map((pack) => ({
      id: pack.id,
      title: pack.title,
      status: pack.status,
      publishedAt: iso(pack.publishedAt),
      paperCount: Number(pack.paperCount),
    })),
    minutes: detail.minutes ? { status: detail.minutes.status, content: detail.minutes.content } : null,
    venue: meeting.venue,
    analytics: presentMeetingAnalytics(detail.insights),
  };
}

type Paper = Detail["documents"]["papers"][number];

/** A paper on the agenda that the reader may open, with the asset endpoints that serve it (000 §3 documents). */
function presentMeetingDocument(meetingId: string, paper: Paper) {
  const download = `/api/assets/${paper.assetId}/download`;
  return {
    id: paper.assetId,
    meetingId,
    agendaItemId: paper.agendaItemId,
    category: paper.category,
    title: paper.title,
    description: paper.description,
    fileName: paper.fileName,
    fileSize: paper.fileSize,
    mimeType: paper.mimeType,
    version: paper.version,
    isConfidential: paper.visibility !== "organization",
    // BoardRoom has no papers that require a signature (minutes are signed on the minutes tab).
    requiresSignature: false,
    downloadUrl: download,
    previewUrl: `${download}?inline=1`,
    // Thumbnails are not generated.
    thumbnailUrl: null,
    uploadedBy: paper.uploadedBy,
    uploadedAt: iso(paper.uploadedAt),
  };
}

/**
 * The insights tab's recorded facts in the spec's analytics shape; null before any fact exists. What BoardRoom
 * does not record (speaking time, questions, views, sentiment, scores) is null rather than invented.
 */
function presentMeetingAnalytics(insights: Detail["insights"]) {
  if (!insights.available) return null;
  const { duration, participation, decisions, productivity } = insights;
  return {
    duration: {
      scheduled: duration.scheduledMinutes,
      actual: duration.actualMinutes,
      efficiency: duration.efficiencyPercent,
    },
    participation: {
      totalInvited: participation.invited,
      totalAttended: participation.attended,
      attendanceRate: participation.attendanceRatePercent,
      averageSpeakingTime: null,
      participationScore: null,
    },
    engagement: { questionsAsked: null, documentsViewed: null, commentsPosted: null, sentimentScore: null },
    decisions: {
      totalResolutions: decisions.total,
      resolutionsPassed: decisions.passed,
      averageVotingTime: decisions.averageVotingMinutes,
      consensusScore: null,
    },
    productivity: {
      agendaItemsCompleted: productivity.agendaItemsCompleted,
      actionItemsCreated: productivity.actionItemsCreated,
      followUpTasks: null,
      productivityScore: null,
    },
  };
}
