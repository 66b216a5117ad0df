import type { EntityTranslations } from '@venue/shared';
import type { StoredVariety } from '../../db/schema/menu.ts';

/** The menu as the planner needs it: names, ids and every item field the sheet carries. */
export interface MenuSnapshot {
  /** The menu's extra languages: the export writes a name and a description column for each (absent: none). */
  languages?: string[];
  categories: Array<{ id: string; name: string; position: number }>;
  subcategories: Array<{ id: string; categoryId: string; name: string; position: number }>;
  items: Array<{
    id: string;
    categoryId: string;
    subcategoryId: string;
    name: string;
    description: string;
    pricePaise: number;
    foodType: string;
    varieties: StoredVariety[];
    ingredients: string[];
    tags: string[];
    publish: number;
    chefRecommend: boolean;
    /** The media as the sheet shows it: an absolute URL, or ''. */
    mediaUrl: string;
    position: number;
    /** Absent: none. */
    translations?: EntityTranslations;
  }>;
}
