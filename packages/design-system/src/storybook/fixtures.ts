// Sample data for stories. Images are inline SVG, so Storybook never requests anything remote.

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A simple illustration: a gradient panel with a circuit-like pattern. */
export function illustration(hue: number, width = 1200, height = 600): string {
  return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 60% 30%)"/><stop offset="1" stop-color="hsl(${hue + 40} 55% 18%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g stroke="hsl(${hue} 70% 75%)" stroke-opacity=".35" stroke-width="4" fill="none">
    <path d="M0 ${height * 0.7} H${width * 0.3} L${width * 0.4} ${height * 0.5} H${width}"/>
    <path d="M0 ${height * 0.3} H${width * 0.55} L${width * 0.65} ${height * 0.15} H${width}"/>
    <circle cx="${width * 0.4}" cy="${height * 0.5}" r="14"/><circle cx="${width * 0.65}" cy="${height * 0.15}" r="14"/>
  </g></svg>`);
}

/** A partner logo: the name set in a rounded box. */
export function logo(name: string, hue: number): string {
  return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80">
  <rect x="2" y="2" width="196" height="76" rx="12" fill="hsl(${hue} 60% 96%)" stroke="hsl(${hue} 50% 40%)" stroke-width="3"/>
  <text x="100" y="50" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="hsl(${hue} 60% 25%)">${name}</text>
  </svg>`);
}

export const longTitle =
  'A Comparative Study of Deep Reinforcement Learning Controllers for Grid-Connected Photovoltaic Inverters Under Weak Grid Conditions and Harmonic Distortion';

export const longWord = 'Electroencephalographically-synchronised-telecommunication-infrastructure';

export const paragraph =
  'The journal publishes original research articles, reviews and short communications in electronics and communication engineering. Every submission is screened for plagiarism and reviewed by at least two independent experts before the editor decides.';
