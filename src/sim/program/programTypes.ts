import type { Msg } from '../../i18n/msg';
import type { CodeAnchor, CodeSection } from './codeAnchor';

/** One line of the program: C code, or a comment whose text is a catalogue message (so it is read in either language). */
export type CodeLine =
  | { kind: 'code'; section: CodeSection; indent: number; text: string; anchor?: CodeAnchor }
  | { kind: 'comment'; section: CodeSection; indent: number; text: Msg; anchor?: CodeAnchor; verbatim?: boolean }
  | { kind: 'blank'; section: CodeSection; indent: 0 };

/** The application's program for one trace: A's side and B's in one C file, chosen by its first argument. */
export interface Program {
  /** The file name a download or the CLI suggests, e.g. rdma_write.c. */
  fileName: string;
  lines: readonly CodeLine[];
}
