import type { SliceCreator, TeachActions, TeachData } from './types';

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
