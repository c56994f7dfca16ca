import type { StepRole } from '../../sim/trace/types';
import type { QuizAnswer } from '../vocabularies';
import type { SliceCreator } from './types';

export interface TeachData {
  /** Predict, then reveal: a question before each step that has one. Answers live only in this page. */
  quiz: boolean;
  quizAnswers: Readonly<Partial<Record<StepRole, QuizAnswer>>>;
}

export interface TeachActions {
  setQuiz(on: boolean): void;
  /** Records the choice for a step role's question (the feedback shows; the step is not shown yet). */
  answerQuiz(role: StepRole, choice: number): void;
  /** Shows the step behind a question: after the feedback, or skipping the question. */
  revealQuiz(role: StepRole): void;
}

export type TeachSlice = TeachData & TeachActions;

export const TEACH_DEFAULTS: TeachData = { quiz: false, quizAnswers: {} };

/** Predict, then reveal: one answer per step role, kept for the page's life. */
export const teachSlice: SliceCreator<TeachActions> = (set, get) => ({
  setQuiz: (quiz) => set({ quiz, quizAnswers: {} }),
  answerQuiz: (role, choice) => {
    const prev = get().quizAnswers[role];
    if (prev?.choice != null) return;
    set({ quizAnswers: { ...get().quizAnswers, [role]: { choice, revealed: false } } });
  },
  revealQuiz: (role) => {
    const prev = get().quizAnswers[role];
    set({ quizAnswers: { ...get().quizAnswers, [role]: { choice: prev?.choice ?? null, revealed: true } } });
  },
});
