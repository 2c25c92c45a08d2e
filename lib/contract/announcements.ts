// Announcements under /api/v1/{4d|tt}/ (docs/decisions/administration.md, "Announcements"):
// GET announcements and announcement?PopUp= answer the location's current ones (inside their start
// and end); an admin holding AdminEdit adds All=Y to get every one (scheduled and ended too).
// POST announcements creates one, or edits it when AnnouncementId is given; DELETE announcements/{id}.
import { z } from './zod';
import { instantSchema, isoDateTimeSchema, locIdSchema, queryIdSchema, singleLine, whenFieldsValid } from './common';
import { PALETTE_HEXES } from '@/lib/domain/announcements';

export const popUpSchema = z.enum(['Y', 'N'], { error: 'PopUp must be Y or N.' });

/** The longest Content the platform keeps (characters). */
export const ANNOUNCEMENT_CONTENT_MAX = 8000;

export const announcementSchema = z.object({
  AnnouncementId: z.number().int().positive(),
  LocId: z.string(),
  Color: z.string(),
  /** HTML as the admin typed it; the app sanitizes it every time before showing it. */
  Content: z.string(),
  PopUp: popUpSchema,
  /** When it starts and stops showing (an instant, UTC); null = open on that side. */
  StartTime: isoDateTimeSchema.nullable().default(null),
  EndTime: isoDateTimeSchema.nullable().default(null),
  CreatedDate: isoDateTimeSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

export const announcementsQuerySchema = z.object({
  LocId: locIdSchema,
  PopUp: popUpSchema.optional(),
  /** Y: every announcement of the location, current or not (AdminEdit only). */
  All: z.enum(['Y', 'N'], { error: 'All must be Y or N.' }).optional(),
});

const optionalInstant = (label: string) => instantSchema(label).nullable().optional().default(null);

/** POST announcements: no AnnouncementId creates one (201); with it, edits that one (200). */
export const announcementSaveSchema = z
  .object({
    AnnouncementId: z.number({ error: 'AnnouncementId must be a whole number.' }).int().positive().max(2_147_483_647).optional(),
    Color: z
      .string({ error: 'Colour is required.' })
      .trim()
      .toLowerCase()
      .pipe(z.enum(PALETTE_HEXES, { error: 'Colour must be one of the palette.' })),
    Content: singleLine(
      z
        .string({ error: 'Content is required.' })
        .trim()
        .min(1, 'Content is required.')
        .max(ANNOUNCEMENT_CONTENT_MAX, `Content holds at most ${ANNOUNCEMENT_CONTENT_MAX} characters.`),
      'Content',
      { multiline: true },
    ),
    PopUp: popUpSchema,
    StartTime: optionalInstant('Start time'),
    EndTime: optionalInstant('End time'),
  })
  .refine((value) => value.StartTime === null || value.EndTime === null || Date.parse(value.EndTime) > Date.parse(value.StartTime), {
    message: 'End time must be after the start time.',
    path: ['EndTime'],
    ...whenFieldsValid,
  });
export type AnnouncementSave = z.output<typeof announcementSaveSchema>;

export const announcementSavedSchema = z.object({ Created: z.boolean(), Announcement: announcementSchema });
export type AnnouncementSaved = z.infer<typeof announcementSavedSchema>;

/** DELETE announcements/{id} */
export const announcementIdParamsSchema = z.object({ id: queryIdSchema('The announcement id') });
export const announcementDeletedSchema = z.object({ AnnouncementId: z.number().int().positive(), Deleted: z.literal(true) });
