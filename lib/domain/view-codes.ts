// View codes (VW): the report and list views of docs/product.md#constants-and-limits, plus AG and MEM, the agent and player lists
// of the administration menu (docs/product.md#menu). Pages read VW from the query to pick their view.

export const REPORT_VIEW_CODES = [
  'RPTFULL',
  'RPTFULL2',
  'RPTOUT',
  'RPTSTAKE',
  'RPTSTRIKE',
  'RPTSTRIKE2',
  'RPTSTRIKE2RESULT',
  'RPTRESULT',
  'RPTCOL',
  'RPTGRP',
  'RPTGRP2',
  'RPTSUM',
  'RPTMEM',
  'RPTSHARE_CLAIM',
  'PAYMENT',
  'PAYMENTHIST',
  'BETSUMMARY',
  'BETSUMMARY2',
  'BET_ACTIVE',
  'BET_SEARCH',
  'BETPAGEBYDATE',
  'BETVIEWBYDATE',
  'BETUPLOAD',
  'BETFIXED',
  'TICKETSEARCH',
  'TICKET',
  'TICKETHIST',
  'BETOUT',
  'PLACEBET',
] as const;

export const VIEW_CODES = [...REPORT_VIEW_CODES, 'AG', 'MEM'] as const;
export type ViewCode = (typeof VIEW_CODES)[number];

export function isViewCode(value: unknown): value is ViewCode {
  return typeof value === 'string' && (VIEW_CODES as readonly string[]).includes(value);
}
