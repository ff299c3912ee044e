/**
 * The wizard's navigation state (spec 2 §2.13, §4 "Wizard: steps advance one at a time; visited steps are
 * tracked") as a reducer, plus the hook that holds it. The form values themselves live in the antd form; the
 * state lives in the page, so leaving /dashboard/register-credit (unmounting the page) clears everything.
 */
import { useReducer } from 'react';
import type { ExcelSource } from '@bcu/api/contracts';
import { stepsFor, type StepKey, type WizardMode } from './wizard-rules';

export interface ExcelUpload {
  fileName: string;
  source: ExcelSource;
}

export interface WizardState {
  mode: WizardMode;
  step: StepKey;
  visited: StepKey[];
  /** The uploaded Excel file; while set, the Manual/Excel choice is locked. */
  excel?: ExcelUpload;
  /** The shared validate flag: set by a first Next, then every change re-validates the step. */
  validate: boolean;
}

export type WizardAction =
  | { type: 'mode'; mode: WizardMode }
  | { type: 'advance'; steps: StepKey[] }
  | { type: 'back'; steps: StepKey[] }
  | { type: 'open'; step: StepKey }
  | { type: 'validate' }
  | { type: 'excelUploaded'; upload: ExcelUpload }
  | { type: 'excelRemoved' }
  | { type: 'excelErrors'; corsia: boolean }
  | { type: 'reset' };

export const initialWizardState: WizardState = { mode: 'manual', step: 'general', visited: ['general'], validate: false };

const firstStep = (mode: WizardMode): StepKey => (mode === 'excel' ? 'upload' : 'general');

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'mode':
      if (state.excel || state.mode === action.mode) return state;
      return { ...initialWizardState, mode: action.mode, step: firstStep(action.mode), visited: [firstStep(action.mode)] };
    case 'advance': {
      const next = action.steps[action.steps.indexOf(state.step) + 1];
      if (!next) return state;
      return { ...state, step: next, validate: false, visited: state.visited.includes(next) ? state.visited : [...state.visited, next] };
    }
    case 'back':
      // from the summary back to step 1 (spec 2 §2.13); elsewhere one step back
      if (state.step === 'summary') return { ...state, step: firstStep(state.mode), validate: false };
      return { ...state, step: action.steps[Math.max(0, action.steps.indexOf(state.step) - 1)], validate: false };
    case 'open':
      return state.visited.includes(action.step) ? { ...state, step: action.step } : state;
    case 'validate':
      return state.validate ? state : { ...state, validate: true };
    case 'excelUploaded':
      return { ...state, mode: 'excel', excel: action.upload };
    case 'excelRemoved':
      return { ...state, excel: undefined, visited: ['upload'], step: 'upload', validate: false };
    case 'excelErrors':
      // 'Found errors, please review field values in a manual form': back to the manual steps, all reachable
      return { mode: 'manual', step: 'general', visited: stepsFor('manual', action.corsia), excel: undefined, validate: true };
    case 'reset':
      return initialWizardState;
  }
}

export function useWizardState() {
  return useReducer(wizardReducer, initialWizardState);
}
