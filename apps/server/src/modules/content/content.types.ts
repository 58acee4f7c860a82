// The content as read from the banks' files, shared by the loader, its checks and the import:
// in a file of its own so that the checks do not import the loader that calls them.
import type { Bank, ContentQuestion, ContentSeries } from '@prepacode/domain/content';
import type { BankChart } from './chart.js';
import type { Problem } from './problem.js';

export interface LoadedQuestion extends ContentQuestion {
  bank: string;
  theme: string;
}

export interface LoadedLesson {
  theme: string;
  title: string;
  /** Markdown. */
  body: string;
}

export interface LoadedBank {
  bank: Bank;
  questions: LoadedQuestion[];
  series: ContentSeries[];
  lessons: LoadedLesson[];
  /** The training chart its chart and tide exercises are worked on (hauturier, issue #22). */
  chart?: BankChart;
}

export interface LoadedContent {
  banks: LoadedBank[];
  problems: Problem[];
}
