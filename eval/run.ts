import { evaluate } from './evaluate.js';

const report = await evaluate();
console.log(`Evaluación en español: ${report.exact}/${report.total} pedidos exactos (${(report.accuracy * 100).toFixed(1)}%)`);
for (const f of report.failures) {
  console.log(`\n✗ ${f.id}: ${f.reason}`);
  for (const line of f.transcript) console.log(`    ${line.replace(/\n/g, '\n    ')}`);
}
process.exitCode = report.accuracy >= 0.95 ? 0 : 1;
