import { Checkbox } from '@blueprintjs/core';
import type { Category } from '../../../common/api/categories';

interface CategoryCheckboxesProps {
  categories: Category[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

/** One checkbox per category, for linking an article number to several at once. */
export function CategoryCheckboxes({ categories, selected, onChange }: CategoryCheckboxesProps) {
  return (
    <div className="category-checkboxes">
      {categories.map((category) => (
        <Checkbox
          key={category.id}
          label={category.name}
          checked={selected.includes(category.id)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...selected, category.id]
                : selected.filter((id) => id !== category.id),
            )
          }
        />
      ))}
    </div>
  );
}
