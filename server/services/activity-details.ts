import type { ActivityDetail } from '../../common/api/activities';

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/** The English sentence of an activity detail, kept in `details` for clients that read only text. */
export function englishActivityDetails(detail: ActivityDetail): string {
  switch (detail.kind) {
    case 'firstAdminRegistered':
      return `First admin ${detail.values.username} registered`;
    case 'userCreatedFromCommandLine':
      return `User ${detail.values.username} created from the command line`;
    case 'passwordResetFromCommandLine':
      return `Password of ${detail.values.username} reset from the command line`;
    case 'userAdded':
      return `Added user ${detail.values.username} as ${detail.values.role}`;
    case 'userRoleChanged':
      return `Changed the role of ${detail.values.username} from ${detail.values.from} to ${detail.values.to}`;
    case 'userDisabled':
      return `Disabled user ${detail.values.username}`;
    case 'userEnabled':
      return `Enabled user ${detail.values.username}`;
    case 'userPasswordReset':
      return `Reset the password of ${detail.values.username}`;
    case 'signedIn':
      return `${detail.values.username} signed in`;
    case 'signedOut':
      return `${detail.values.username ?? 'A user'} signed out`;
    case 'instructionCreated':
      return `Created instruction ${detail.values.instructionNumber}: ${detail.values.title}`;
    case 'instructionUpdated':
      return `Updated instruction ${detail.values.instructionNumber}: ${detail.values.title}`;
    case 'instructionDraftSaved':
      return `Saved a draft of instruction ${detail.values.instructionNumber}: ${detail.values.title} (revision ${detail.values.revision})`;
    case 'instructionPublished':
      return `Published instruction ${detail.values.instructionNumber}: ${detail.values.title} (revision ${detail.values.revision})`;
    case 'instructionRestored':
      return `Restored revision ${detail.values.from} of instruction ${detail.values.instructionNumber}: ${detail.values.title} (revision ${detail.values.revision})`;
    case 'instructionUndeleted':
      return `Brought back deleted instruction ${detail.values.instructionNumber}: ${detail.values.title}`;
    case 'instructionDeleted':
      return `Deleted instruction ${detail.values.instructionNumber}: ${detail.values.title}`;
    case 'translationMarkedCurrent':
      return `Marked the ${detail.values.language} text of ${detail.values.instructionNumber} as up to date`;
    case 'imageUploaded':
      return `Uploaded ${detail.values.filename}`;
    case 'imageDeleted':
      return `Deleted ${detail.values.filename}`;
    case 'categoryCreated':
      return `Created category ${detail.values.name}`;
    case 'categoryRenamed':
      return `Renamed category ${detail.values.from} to ${detail.values.to}`;
    case 'categoryDeleted':
      return `Deleted category ${detail.values.name}`;
    case 'importCategoryCreated':
      return `Created category ${detail.values.name} for imported article numbers`;
    case 'articleNumberLinked':
      return `Linked ${detail.values.number} to ${plural(detail.values.categories, 'category', 'categories')}`;
    case 'articleNumberCategoriesSet': {
      const { number, categories, added, removed } = detail.values;
      return `Set ${number} to ${plural(categories, 'category', 'categories')} (${added} added, ${removed} removed)`;
    }
    case 'articleNumberUnlinked':
      return `Unlinked ${detail.values.number} from category ${detail.values.categoryId}`;
    case 'articleNumberRemoved':
      return `Removed ${detail.values.number} from all categories (${plural(detail.values.links, 'link', 'links')})`;
    case 'articleNumbersSynced': {
      const { files, links, newNumbers, skipped } = detail.values;
      return `Synced ${plural(files, 'file', 'files')}: ${links} new links, ${newNumbers} new article numbers, ${skipped} already present`;
    }
    case 'articleNumbersImported': {
      const { links, newCategories, file, replaced, refused } = detail.values;
      return `Imported ${plural(links, 'article number link', 'article number links')} (${newCategories} new ${
        newCategories === 1 ? 'category' : 'categories'
      }) from ${file}, replacing ${replaced}; ${refused} rows refused`;
    }
    case 'documentAttached':
      return `Attached ${detail.values.fileName} (${detail.values.language}) to ${detail.values.instructionNumber}`;
    case 'documentRemoved':
      return `Removed ${detail.values.fileName} (${detail.values.language}) from ${detail.values.instructionNumber}`;
    case 'demoLoaded':
      return 'Demo catalogue loaded';
  }
}
