// Chartist (issue 55 item 6): charts drawn as SVG by a framework-free library. The bar chart's
// axis labels are HTML spans in <foreignObject>s; the pie's slice labels are SVG <text>. Bars
// (thick stroked <line>s, whose bounding box is as wide as the line, not its stroke) and slices
// (<path>s) take clicks, with a pointer cursor and a <title> the app adds on Chartist's draw event,
// as a chart with a drill-down does.
import 'chartist/dist/index.css';
import { BarChart, PieChart } from 'chartist';

document.getElementById('root').innerHTML = `
  <h1>Sales</h1>
  <div id="bars" style="width: 480px; height: 260px"></div>
  <h2>Fruit share</h2>
  <div id="pie" style="width: 300px; height: 300px"></div>
  <p>Picked: <output id="picked"></output></p>`;

const months = ['Jan', 'Feb', 'Mar', 'Apr'];
const fruit = ['Apples', 'Pears', 'Plums'];
window.__state = { picked: '', drawn: 0 };
const pick = (what) => {
  window.__state.picked = what;
  document.getElementById('picked').textContent = what;
};
const title = (el, text) => {
  const t = document.createElementNS('http://www.w3.org/2000/svg', 'title');
  t.textContent = text;
  el.appendChild(t);
};

const bars = new BarChart('#bars', { labels: months, series: [[5, 9, 7, 3]] }, { height: 260 });
bars.on('draw', (d) => {
  if (d.type !== 'bar') return;
  const el = d.element.getNode();
  el.style.cursor = 'pointer';
  el.style.strokeWidth = '30px';
  title(el, `${months[d.index]}: ${d.value.y}`);
  el.addEventListener('click', () => pick(months[d.index]));
});
bars.on('created', () => window.__state.drawn++);

const pie = new PieChart(
  '#pie',
  { labels: fruit, series: [40, 35, 25] },
  { height: 300, labelInterpolationFnc: (label, i) => `${label} ${[40, 35, 25][i]}%` },
);
pie.on('draw', (d) => {
  if (d.type !== 'slice') return;
  const el = d.element.getNode();
  el.style.cursor = 'pointer';
  title(el, fruit[d.index]);
  el.addEventListener('click', () => pick(fruit[d.index]));
});
pie.on('created', () => window.__state.drawn++);

const ready = () => (window.__state.drawn >= 2 ? (window.__ready = true) : setTimeout(ready, 20));
ready();
