// Runs the scenario named in `?scenario=` and leaves its promise on `window.benchResult` for the runner.
type Scenario = (container: HTMLElement) => Promise<Record<string, number>>;

declare global {
  interface Window {
    benchResult?: Promise<Record<string, number>>;
  }
}

const scenarios = import.meta.glob<{ default: Scenario }>('../scenarios/*.tsx');
const name = new URLSearchParams(window.location.search).get('scenario') ?? '';
const load = scenarios[`../scenarios/${name}.tsx`];
window.benchResult = load
  ? load().then((module) => module.default(document.getElementById('root')!))
  : Promise.reject(new Error(`Unknown benchmark scenario "${name}"`));
