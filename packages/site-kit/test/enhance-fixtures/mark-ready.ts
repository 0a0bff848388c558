// A fixture enhancement script: typed, self-contained.
const marker: string = 'ready';
document.documentElement.dataset.enhanced = marker;
