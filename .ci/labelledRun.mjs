// Runs a command with its output lines labelled, for steps that run side by side and would otherwise interleave
// their output beyond reading.
import { spawn } from 'node:child_process';

/**
 * Prefixes every complete line of `chunk` with `label` (none when empty), holding back a trailing partial line.
 */
export function labelLines(label, pending, chunk) {
  const lines = (pending + chunk).split('\n');
  const rest = lines.pop() ?? '';
  const prefix = label ? `${label} ` : '';
  return { text: lines.map((line) => `${prefix}${line}\n`).join(''), rest };
}

/**
 * Runs `command` with `args`, writing its output with every line labelled `[label]` (as it is, when `label` is
 * empty); resolves to its exit code and its whole output.
 */
export function runLabelled(label, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (target) => {
      let pending = '';
      return {
        write(chunk) {
          output += chunk;
          const { text, rest } = labelLines(label && `[${label}]`, pending, String(chunk));
          pending = rest;
          target.write(text);
        },
        end() {
          if (pending) target.write(labelLines(label && `[${label}]`, pending, '\n').text);
        },
      };
    };
    const out = forward(process.stdout);
    const err = forward(process.stderr);
    child.stdout.on('data', (chunk) => out.write(chunk));
    child.stderr.on('data', (chunk) => err.write(chunk));
    child.on('error', (error) => {
      output += String(error);
      err.write(`${error.message}\n`);
    });
    child.on('close', (code) => {
      out.end();
      err.end();
      resolve({ code: code ?? 1, output });
    });
  });
}
