/** How minutes' allowed markup looks, in the editor and when read (no typography plugin: a few rules suffice). */
export const MINUTES_TYPOGRAPHY =
  "flex flex-col gap-2 text-sm [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold " +
  "[&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:underline " +
  "[&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2";
