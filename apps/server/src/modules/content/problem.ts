// A defect found in a bank's file: every check reports these, none imports the loader.
export interface Problem {
  file: string;
  line?: number;
  id?: string;
  message: string;
}
