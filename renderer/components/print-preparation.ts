type Preparation = () => Promise<void>;

const preparations = new Set<Preparation>();

/**
 * Lets a part of the page get ready for paper before the print dialog opens (a PDF manual draws
 * all its pages as pictures, which takes longer than a `beforeprint` event allows). Returns the
 * function that takes the preparation back.
 */
export function addPrintPreparation(prepare: Preparation): () => void {
  preparations.add(prepare);
  return () => {
    preparations.delete(prepare);
  };
}

/** Runs every registered preparation; called by the print and save-as-PDF buttons before printing. */
export async function prepareForPrint(): Promise<void> {
  await Promise.all([...preparations].map((prepare) => prepare()));
}
