import { sql } from 'drizzle-orm';
import { addMediaReferences } from '../media/media.service.ts';

/*
 * The menu's rows that show stored media, for the media module's "is this file still shown"
 * check before it deletes one (a spreadsheet may give two items one photo). The menu owns these
 * tables, so the condition is written here and registered with the media module.
 */
addMediaReferences(
  (profileId, path) => sql`exists (
    select 1 from menu_items where profile_id = ${profileId} and media_path = ${path}
    union all select 1 from menu_categories where profile_id = ${profileId} and image_path = ${path}
    union all select 1 from menu_subcategories where profile_id = ${profileId} and image_path = ${path}
    union all select 1 from menu_home_images where profile_id = ${profileId} and image_path = ${path}
    union all select 1 from menus where profile_id = ${profileId} and icon_path = ${path})`,
);
