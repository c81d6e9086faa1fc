/** Sheet geometry in millimetres, after common label stock (Avery 3474 / L7163, Brother DK-11209). */
export interface LabelLayout {
  id: LabelLayoutId;
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  marginTop: number;
  marginLeft: number;
  columnGap: number;
  rowGap: number;
}

export const LABEL_LAYOUT_IDS = ['a4-3x8', 'a4-2x7', 'single-62x29'] as const;

export type LabelLayoutId = (typeof LABEL_LAYOUT_IDS)[number];

export const LABEL_LAYOUTS: Record<LabelLayoutId, LabelLayout> = {
  'a4-3x8': {
    id: 'a4-3x8',
    pageWidth: 210,
    pageHeight: 297,
    columns: 3,
    rows: 8,
    labelWidth: 70,
    labelHeight: 37,
    marginTop: 0.5,
    marginLeft: 0,
    columnGap: 0,
    rowGap: 0,
  },
  'a4-2x7': {
    id: 'a4-2x7',
    pageWidth: 210,
    pageHeight: 297,
    columns: 2,
    rows: 7,
    labelWidth: 99.1,
    labelHeight: 38.1,
    marginTop: 15.15,
    marginLeft: 4.65,
    columnGap: 2.5,
    rowGap: 0,
  },
  'single-62x29': {
    id: 'single-62x29',
    pageWidth: 62,
    pageHeight: 29,
    columns: 1,
    rows: 1,
    labelWidth: 62,
    labelHeight: 29,
    marginTop: 0,
    marginLeft: 0,
    columnGap: 0,
    rowGap: 0,
  },
};

export function isLabelLayoutId(value: unknown): value is LabelLayoutId {
  return typeof value === 'string' && (LABEL_LAYOUT_IDS as readonly string[]).includes(value);
}

/** The labels cut into pages of the layout. */
export function sheetsOf<T>(labels: readonly T[], layout: LabelLayout): T[][] {
  const perPage = layout.columns * layout.rows;
  const sheets: T[][] = [];
  for (let start = 0; start < labels.length; start += perPage)
    sheets.push(labels.slice(start, start + perPage));
  return sheets;
}
