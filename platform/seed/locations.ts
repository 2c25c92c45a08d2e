// Demo locations (docs/demo.md): SG is the default. Branding values are opaque keys for the app.
import type { locations } from '../db/schema';

export const DEMO_LOCATIONS: (typeof locations.$inferInsert)[] = [
  {
    locId: 'SG',
    name: 'Singapore',
    game: '4D',
    pathPrefix: '4d',
    isDefault: true,
    sortOrder: 1,
    vipLeftCss: 'vip-left-sg',
    vipTopBgImage: 'top-bg-sg.svg',
    colorTbl01: '#0b5394',
    colorTbl02: '#cfe2f3',
  },
  {
    locId: 'MG',
    name: 'Magnum',
    game: '4D',
    pathPrefix: '4d',
    isDefault: false,
    sortOrder: 2,
    vipLeftCss: 'vip-left-mg',
    vipTopBgImage: 'top-bg-mg.svg',
    colorTbl01: '#b45f06',
    colorTbl02: '#fce5cd',
  },
  {
    locId: 'TT',
    name: 'Toto',
    game: 'TT',
    pathPrefix: 'tt',
    isDefault: false,
    sortOrder: 3,
    vipLeftCss: 'vip-left-tt',
    vipTopBgImage: 'top-bg-tt.svg',
    colorTbl01: '#38761d',
    colorTbl02: '#d9ead3',
  },
];
