/** Types of budget.mjs for bench/run.ts (plain JS, checked by tsconfig.scripts.json). */
export interface BudgetFigure {
  title: string;
  gzipKb: number;
  limitKb: number;
  aimKb: number;
  files: string[];
  over: boolean;
}
export declare const BUDGETS: Record<'login' | 'labels', { title: string; limitKb: number; aimKb: number; loads: string[] }>;
export declare function measureBudgets(clientDir: string): BudgetFigure[];
export declare function formatFigure(figure: BudgetFigure): string;
export declare function checkBudgets(clientDir: string): BudgetFigure[];
