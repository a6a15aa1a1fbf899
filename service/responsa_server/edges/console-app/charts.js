// Charts drawn as inline SVG by the console itself (no library, nothing from another origin):
// SVG elements are made with createElementNS and every label goes in as a text node, as in
// dom.js. Presentation attributes (fill, stroke) are attributes, which the page's
// Content-Security-Policy allows where it forbids inline style.
const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 560;
const HEIGHT = 180;
const LEFT = 64;
const BOTTOM = 24;
const TOP = 10;
const RIGHT = 10;
// Series colours, in order (a series keeps its colour across charts: same index).
export const COLOURS = ["#3d7be0", "#2f9e6e", "#d9822b", "#b7a3e0", "#c23b3b", "#5b6475", "#1aa3a3", "#9a6400"];

function svg(tag, attributes, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value !== null && value !== undefined) node.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

// One chart: `labels` along x (days), each series a line with a dot per value (a value of
// null is a gap), y from 0 to the largest value. `format` writes a value for the axis and the
// dots' tooltips. Returns a <figure> with the chart, its title and a legend.
export function lineChart(id, title, labels, series, format) {
  const values = series.flatMap((one) => one.values.filter((v) => typeof v === "number"));
  const top = values.length ? Math.max(...values) : 0;
  const high = top > 0 ? top : 1;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (i) => LEFT + (labels.length < 2 ? plotWidth / 2 : (plotWidth * i) / (labels.length - 1));
  const y = (v) => TOP + plotHeight - (plotHeight * v) / high;
  const chart = svg("svg", { viewBox: "0 0 " + WIDTH + " " + HEIGHT, width: WIDTH, height: HEIGHT, role: "img", "aria-label": title, class: "chart" },
    svg("line", { x1: LEFT, y1: TOP + plotHeight, x2: WIDTH - RIGHT, y2: TOP + plotHeight, stroke: "#9aa3b2" }),
    svg("line", { x1: LEFT, y1: TOP, x2: LEFT, y2: TOP + plotHeight, stroke: "#9aa3b2" }),
    svg("text", { x: LEFT - 6, y: TOP + 8, "text-anchor": "end", class: "axis", "data-axis": "top" }, format(top)),
    svg("text", { x: LEFT - 6, y: TOP + plotHeight, "text-anchor": "end", class: "axis" }, format(0)));
  if (labels.length) {
    chart.appendChild(svg("text", { x: LEFT, y: HEIGHT - 6, "text-anchor": "start", class: "axis" }, labels[0]));
    if (labels.length > 1) {
      chart.appendChild(svg("text", { x: WIDTH - RIGHT, y: HEIGHT - 6, "text-anchor": "end", class: "axis" }, labels[labels.length - 1]));
    }
  }
  series.forEach((one, index) => {
    const colour = COLOURS[index % COLOURS.length];
    // A line through each run of values (a null breaks it).
    let run = [];
    const flush = () => {
      if (run.length > 1) chart.appendChild(svg("polyline", { points: run.join(" "), fill: "none", stroke: colour, "stroke-width": 2 }));
      run = [];
    };
    one.values.forEach((value, i) => {
      if (typeof value !== "number") return flush();
      run.push(x(i).toFixed(1) + "," + y(value).toFixed(1));
      chart.appendChild(svg("circle", { cx: x(i).toFixed(1), cy: y(value).toFixed(1), r: 3, fill: colour, class: "point", "data-series": one.name, "data-label": labels[i], "data-value": value },
        svg("title", {}, one.name + " · " + labels[i] + ": " + format(value))));
    });
    flush();
  });
  const legend = document.createElement("ul");
  legend.className = "legend";
  series.forEach((one, index) => {
    const item = document.createElement("li");
    item.appendChild(svg("svg", { width: 10, height: 10 }, svg("rect", { width: 10, height: 10, fill: COLOURS[index % COLOURS.length] })));
    item.appendChild(document.createTextNode(" " + one.name));
    legend.appendChild(item);
  });
  const figure = document.createElement("figure");
  figure.className = "chart-box";
  figure.id = id;
  const caption = document.createElement("figcaption");
  caption.textContent = title;
  figure.append(caption, chart, legend);
  return figure;
}
