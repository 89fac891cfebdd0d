/**
 * How a status reads on a tag: the web app maps each tone to one AA-contrast colour, so the
 * colour of a code lives here with its labels, not in every page.
 */
export const STATUS_TONES = ['neutral', 'processing', 'success', 'warning', 'error'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** One code of a status list: its zh-CN label, its en-US label and its tone. */
export type StatusEntry = {
  readonly code: number | string;
  readonly label: string;
  readonly labelEn: string;
  readonly tone: StatusTone;
};

export type StatusListTable = Readonly<Record<string, readonly StatusEntry[]>>;
