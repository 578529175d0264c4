// What the demo board's papers say (decision 035): the minutes of the previous meeting, the CEO's report, a
// finance paper with a table, and the quarter's figures as a CSV. Made-up company, consistent figures: the
// finance table adds up, and the CSV's divisions sum to the revenue the finance paper reports.

/** A block of a typeset paper: a heading, a paragraph (wrapped to the page), or a table (first row the header). */
export type PaperBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "table"; rows: string[][] };

export type DemoPaperText = { title: string; byline: string; blocks: PaperBlock[] };

/** The dates the papers speak of, as printed ('12 December 2026'). */
export type DemoDates = { previousMeeting: string; nextMeeting: string };

const h = (text: string): PaperBlock => ({ kind: "heading", text });
const p = (text: string): PaperBlock => ({ kind: "paragraph", text });

export function minutesText(dates: DemoDates): DemoPaperText {
  return {
    title: `Minutes of the board meeting of ${dates.previousMeeting}`,
    byline: "Northwind Holdings plc · Tom Becker, Company Secretary · Draft for approval",
    blocks: [
      p(
        "Present: Helen Carter (Chair), Alex Morgan, Samuel Okafor, Priya Raman, James Whitfield (CEO), " +
          "Maria Lopez (CFO). In attendance: Tom Becker (Company Secretary), Grace Liu (Observer).",
      ),
      h("1. Welcome, apologies and declarations of interest"),
      p(
        "The Chair welcomed the directors and noted that a quorum was present. There were no apologies. " +
          "Samuel Okafor declared an interest in item 5 as a non-executive director of Harbour Cold Chain Ltd " +
          "and took no part in that discussion.",
      ),
      h("2. Minutes of the previous meeting and matters arising"),
      p(
        "The minutes of the previous meeting were approved as a true record. The action to refresh the " +
          "treasury policy is complete; the revised policy was circulated with these papers.",
      ),
      h("3. Chief Executive's report"),
      p(
        "James Whitfield presented the report. Logistics volumes grew 9% year on year, helped by the new " +
          "Rotterdam contract. Driver turnover remains above target at 21%. The board asked for a plan to bring " +
          "turnover under 15% within a year, to be presented at the next meeting.",
      ),
      h("4. Finance report and half-year results"),
      p(
        "Maria Lopez presented the half-year results. Revenue was ahead of budget and net debt fell to " +
          "£38.2m. The board approved the interim dividend of 4.1p per share, payable on the date set by the " +
          "Audit Committee.",
      ),
      h("5. Acquisition of Harbour Cold Chain Ltd"),
      p(
        "The board discussed the proposed acquisition. It RESOLVED that management proceed to due diligence " +
          "within a budget of £450,000, and return to the board before any offer is made.",
      ),
      h("6. Risk register: cyber security"),
      p(
        "Priya Raman reported on the phishing exercise: 7% of staff clicked the test link, down from 12%. The " +
          "board asked for multi-factor authentication on all remote access by the end of the quarter.",
      ),
      h("Actions"),
      {
        kind: "table",
        rows: [
          ["Action", "Owner", "Due"],
          ["Driver retention plan", "James Whitfield", dates.nextMeeting],
          ["Due diligence report on Harbour Cold Chain", "Maria Lopez", dates.nextMeeting],
          ["Multi-factor authentication on remote access", "Priya Raman", "End of quarter"],
        ],
      },
      p(`The next meeting will be held on ${dates.nextMeeting}. The meeting closed at 12:40.`),
    ],
  };
}

export function ceoReportText(): DemoPaperText {
  return {
    title: "Chief Executive's report",
    byline: "Northwind Holdings plc · James Whitfield, Chief Executive · For noting",
    blocks: [
      h("Summary"),
      p(
        "The third quarter was the strongest in the group's history: revenue of £48.6m, 10% above the same " +
          "quarter last year and 3% above budget. Logistics led the growth; food distribution recovered after " +
          "a weak August; property services were steady.",
      ),
      h("Operations"),
      p(
        "On-time delivery reached 96.4% against a target of 95%. The Rotterdam contract is fully live and " +
          "running at the volumes we planned. Two depots, Leeds and Bristol, moved to the new routing system " +
          "without disruption; the remaining four follow in the first quarter.",
      ),
      h("People"),
      p(
        "Driver turnover fell from 21% to 18%. The retention plan the board asked for is attached to the " +
          "agenda: a pay step after two years, fixed rosters published four weeks ahead, and a mentoring scheme " +
          "for new drivers. Its cost is £1.1m a year, within the budget approved in March.",
      ),
      h("Safety"),
      p(
        "There was one reportable incident in the quarter, a reversing accident at the Leeds depot with no " +
          "injuries. The investigation found a blind spot in the yard layout, which has been corrected.",
      ),
      h("Harbour Cold Chain"),
      p(
        "Due diligence is under way and on budget. Early findings support the strategic case: Harbour's cold " +
          "storage would let us offer chilled distribution to our existing food customers. Maria Lopez will " +
          "bring the financial case and a recommendation to the board before any offer is made.",
      ),
      h("Decisions requested"),
      p(
        "The board is asked to note this report and to approve the driver retention plan set out in the " +
          "People section.",
      ),
    ],
  };
}

export function financePaperText(): DemoPaperText {
  return {
    title: "Finance report: third-quarter results",
    byline: "Northwind Holdings plc · Maria Lopez, Chief Financial Officer · For approval",
    blocks: [
      h("Results for the quarter (£m)"),
      {
        kind: "table",
        rows: [
          ["", "Actual", "Budget", "Prior year"],
          ["Revenue", "48.6", "47.2", "44.1"],
          ["Cost of sales", "(29.8)", "(29.0)", "(27.5)"],
          ["Gross profit", "18.8", "18.2", "16.6"],
          ["Operating expenses", "(11.9)", "(12.1)", "(11.0)"],
          ["EBITDA", "6.9", "6.1", "5.6"],
          ["Depreciation and amortisation", "(1.8)", "(1.8)", "(1.7)"],
          ["Operating profit", "5.1", "4.3", "3.9"],
          ["Net interest", "(0.6)", "(0.6)", "(0.7)"],
          ["Profit before tax", "4.5", "3.7", "3.2"],
          ["Tax", "(1.1)", "(0.9)", "(0.8)"],
          ["Net profit", "3.4", "2.8", "2.4"],
        ],
      },
      h("Commentary"),
      p(
        "Revenue was £1.4m above budget, mostly from logistics volumes on the Rotterdam contract. Gross margin " +
          "held at 38.7% despite fuel costs 6% above plan, because the fuel surcharge now passes most of the " +
          "increase on to customers within a month. Operating expenses were £0.2m under budget: two senior hires " +
          "started later than planned.",
      ),
      h("Cash and debt"),
      p(
        "Cash generated from operations was £7.4m. Net debt fell from £38.2m to £34.9m, 1.3 times EBITDA over " +
          "the last twelve months, well inside the covenant of 2.5 times. The revolving credit facility of £60m " +
          "is undrawn.",
      ),
      h("Forecast and recommendation"),
      p(
        "We now forecast full-year revenue of £189m (budget £185m) and EBITDA of £25.8m (budget £24.0m). The " +
          "board is asked to approve the third-quarter results for release to the lenders, and to note the " +
          "revised forecast. The quarter's revenue by division and month is in the attached CSV.",
      ),
    ],
  };
}

/** The quarter's revenue by division and month (£m): the divisions sum to the finance paper's £48.6m. */
export const QUARTER_FIGURES_CSV = [
  "Division,July,August,September,Quarter",
  "Logistics,7.1,7.3,7.6,22.0",
  "Food distribution,5.4,5.2,5.9,16.5",
  "Property services,3.3,3.4,3.4,10.1",
  "Group,15.8,15.9,16.9,48.6",
  "",
].join("\n");
