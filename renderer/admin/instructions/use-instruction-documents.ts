import { useState } from 'react';
import type { InstructionDocument } from '../../../common/api/instruction-documents';
import type { AdminInstructionDetail } from '../../../common/api/instructions';
import type { Language } from '../../../common/languages';
import { serverErrorText } from '../shell/server-error-text';
import { useDeleteInstructionDocument, useUploadInstructionDocument } from './queries';

type DocumentsByLanguage = Partial<Record<Language, InstructionDocument>>;

/** A language's PDF in the form: stored, waiting for the new instruction to be created, or on its way. */
export interface DocumentSlot {
  stored?: InstructionDocument;
  /** Picked in a new instruction's form: sent once the instruction has been created. */
  pending?: File;
  /** 0..1 while the file is being sent. */
  progress?: number;
  removing?: boolean;
  error?: string;
}

function storedDocuments(detail: AdminInstructionDetail | undefined): DocumentsByLanguage {
  return Object.fromEntries((detail?.documents ?? []).map((document) => [document.language, document]));
}

/**
 * The form's PDFs per language. An existing instruction's PDF is sent (or removed) at once, apart
 * from Save; a new instruction's PDFs wait until it has been created (`sendPending`).
 */
export function useInstructionDocuments(
  instructionId: number | undefined,
  detail: AdminInstructionDetail | undefined,
) {
  const upload = useUploadInstructionDocument();
  const remove = useDeleteInstructionDocument();
  const [slots, setSlots] = useState<Partial<Record<Language, DocumentSlot>>>(() =>
    Object.fromEntries(
      Object.entries(storedDocuments(detail)).map(([language, stored]) => [language, { stored }]),
    ),
  );
  const change = (language: Language, slot: DocumentSlot) =>
    setSlots((current) => ({ ...current, [language]: slot }));

  async function send(id: number, language: Language, file: File, before: DocumentSlot): Promise<boolean> {
    change(language, { ...before, pending: undefined, error: undefined, progress: 0 });
    try {
      const stored = await upload.mutateAsync({
        id,
        language,
        file,
        onProgress: (progress) => change(language, { ...before, pending: undefined, progress }),
      });
      change(language, { stored });
      return true;
    } catch (error) {
      change(language, {
        ...before,
        pending: undefined,
        error: serverErrorText(error, error instanceof Error ? error.message : ''),
      });
      return false;
    }
  }

  function pick(language: Language, file: File) {
    const before = slots[language] ?? {};
    if (instructionId === undefined) change(language, { pending: file });
    else void send(instructionId, language, file, { stored: before.stored });
  }

  async function drop(language: Language) {
    const before = slots[language] ?? {};
    if (instructionId === undefined || !before.stored) {
      change(language, {});
      return;
    }
    change(language, { ...before, removing: true, error: undefined });
    try {
      await remove.mutateAsync({ id: instructionId, language });
      change(language, {});
    } catch (error) {
      change(language, { ...before, removing: false, error: serverErrorText(error, '') });
    }
  }

  /** Sends the PDFs picked before the instruction existed; true when all were taken. */
  async function sendPending(id: number): Promise<boolean> {
    let all = true;
    for (const [language, slot] of Object.entries(slots) as [Language, DocumentSlot][]) {
      if (slot.pending) all = (await send(id, language, slot.pending, {})) && all;
    }
    return all;
  }

  const languages = (Object.entries(slots) as [Language, DocumentSlot][])
    .filter(([, slot]) => slot.stored || slot.pending)
    .map(([language]) => language);
  const busy = Object.values(slots).some((slot) => slot.progress !== undefined || slot.removing);

  return { slots, pick, drop, sendPending, languages, busy };
}

export type InstructionDocuments = ReturnType<typeof useInstructionDocuments>;
