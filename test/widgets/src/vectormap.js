// jsvectormap (issue 55 item 6): a world map drawn as one SVG <path> per country, clickable
// (onRegionClick), with the map's own SVG <text> region labels for a few countries and a marker.
import 'jsvectormap/dist/jsvectormap.css';
import jsVectorMap from 'jsvectormap';
import 'jsvectormap/dist/maps/world.js';

document.getElementById('root').innerHTML = `
  <h1>Offices</h1>
  <div id="map" style="width: 640px; height: 360px"></div>
  <p>Region: <output id="picked"></output></p>`;

const LABELLED = { FR: 'France', BR: 'Brazil', AU: 'Australia', CA: 'Canada' };
window.__state = { picked: '' };
new jsVectorMap({
  selector: '#map',
  map: 'world',
  regionsSelectable: true,
  labels: { regions: { render: (code) => LABELLED[code] } },
  onRegionClick: (e, code) => {
    window.__state.picked = code;
    document.getElementById('picked').textContent = code;
  },
  onLoaded: () => (window.__ready = true),
});
