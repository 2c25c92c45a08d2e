// Out Setting 3's side outlets (docs/decisions/placing-out.md): each tab is a sub-route of the page.
export const OUTLETS = ['distributor', 'outSetting6', 'drawSetting'] as const;
export type Outlet = (typeof OUTLETS)[number];
export const isOutlet = (value: string | undefined): value is Outlet => (OUTLETS as readonly string[]).includes(value ?? '');
