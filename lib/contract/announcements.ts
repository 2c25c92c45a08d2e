// GET /api/v1/{4d|tt}/announcements and announcement?PopUp=.
import { z } from './zod';
import { isoDateTimeSchema, locIdSchema } from './common';

export const popUpSchema = z.enum(['Y', 'N'], { error: 'PopUp must be Y or N.' });

export const announcementSchema = z.object({
  AnnouncementId: z.number().int().positive(),
  LocId: z.string(),
  Color: z.string(),
  /** HTML; the app sanitizes it before showing it. */
  Content: z.string(),
  PopUp: popUpSchema,
  CreatedDate: isoDateTimeSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

export const announcementsQuerySchema = z.object({ LocId: locIdSchema, PopUp: popUpSchema.optional() });
