import type { Category } from '../../../common/api/categories';

export function categoryName(categories: Category[], id: number | null): string | undefined {
  return categories.find((category) => category.id === id)?.name;
}
