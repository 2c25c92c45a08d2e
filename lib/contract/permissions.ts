// Permissions under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Permissions", docs/product.md#roles-and-permissions): the sub-admin accounts (ADMIN
// users below the company) and the names they are granted. GET permissions lists them, GET
// permissionGranted the grantable names, POST permissions creates one or edits its name and names,
// DELETE permissions/{id} removes one (or retires it when it has a history). Needs AdminEdit.
import { z } from './zod';
import { isoDateTimeSchema, requiredText, singleLine } from './common';
import { PERMISSIONS } from '@/lib/domain/menu-rules';

export { PERMISSIONS };

/** A sub-admin that did anything keeps its row (its history names it): its grants go and it cannot sign in. */
export const SUB_ADMIN_STATUSES = ['ACTIVE', 'RETIRED'] as const;

/** A new account's id: 3 to 20 letters, digits or _, stored in lower case (sign-in ids are case-insensitive). */
export const accountIdSchema = z
  .string({ error: 'User ID is required.' })
  .trim()
  .regex(/^[A-Za-z0-9_]{3,20}$/, 'User ID must be 3 to 20 letters, digits or _.')
  .transform((value) => value.toLowerCase());

const permissionNameSchema = z.enum(PERMISSIONS, { error: `Each name must be one of ${PERMISSIONS.join(', ')}.` });

/**
 * POST permissions: creates the sub-admin when UserId is new (Password required, checked against the
 * password rules), else edits an existing sub-admin's UserName and Granted (Password refused: a
 * sub-admin's password is set through super-password).
 */
export const permissionSaveSchema = z.object({
  UserId: accountIdSchema,
  UserName: requiredText('Name', 60),
  Password: singleLine(z.string({ error: 'Password must be text.' }).max(128, 'Password is too long.'), 'Password').optional(),
  Granted: z
    .array(permissionNameSchema, { error: 'Granted must be a list of permission names.' })
    .max(PERMISSIONS.length, 'Granted holds each name at most once.')
    .refine((names) => new Set(names).size === names.length, 'Granted holds each name at most once.'),
});
export type PermissionSave = z.output<typeof permissionSaveSchema>;

/** DELETE permissions/{id} */
export const permissionIdParamsSchema = z.object({ id: requiredText('The user id', 32) });

export const subAdminSchema = z.object({
  UserId: z.string(),
  UserName: z.string(),
  /** Names of docs/product.md#roles-and-permissions, sorted; never '*' (only the company holds every permission). */
  Granted: z.array(z.string()),
  Status: z.enum(SUB_ADMIN_STATUSES),
  /** Set by whoever set its password last: it must change it at its next sign-in. */
  MustChangePassword: z.boolean(),
  CreatedDate: isoDateTimeSchema,
});
export type SubAdmin = z.infer<typeof subAdminSchema>;
export const subAdminListSchema = z.array(subAdminSchema);

export const permissionSavedSchema = z.object({ Created: z.boolean(), Account: subAdminSchema });
export type PermissionSaved = z.infer<typeof permissionSavedSchema>;

/** Deleted: the row is gone. Retired: it has a history, so it stays without grants, sessions or a usable password. */
export const permissionDeletedSchema = z.object({ UserId: z.string(), Deleted: z.boolean(), Retired: z.boolean() });
export type PermissionDeleted = z.infer<typeof permissionDeletedSchema>;

/** GET permissionGranted: the names a sub-admin may be granted, with what each opens. */
export const grantableListSchema = z.array(z.object({ Name: z.string(), Description: z.string() }));
