import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest orders files project by project (api, e2e, unit), which would leave the end-to-end files,
 * the longest ones, to the end of the run, a few at a time. Started first, they overlap with the
 * short unit and API files instead.
 */
export class EndToEndFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isEndToEnd = (file: TestSpecification) => file.project.name === 'e2e';
    return [...sorted.filter(isEndToEnd), ...sorted.filter((file) => !isEndToEnd(file))];
  }
}
