import { create } from 'zustand';
import type { Category } from '../../common/api/categories';
import { api } from '../api/client';

interface AdminCategoriesState {
  categories: Category[];
  loaded: boolean;
  /** Reloads the list; the categories page, the instruction form and the article numbers share it. */
  load: () => Promise<void>;
}

export const useAdminCategories = create<AdminCategoriesState>((set) => ({
  categories: [],
  loaded: false,
  load: async () => {
    const categories = await api.get<Category[]>('/api/admin/categories');
    set({ categories, loaded: true });
  },
}));

export function categoryName(categories: Category[], id: number | null): string | undefined {
  return categories.find((category) => category.id === id)?.name;
}
