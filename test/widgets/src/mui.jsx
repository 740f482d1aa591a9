// MUI Slider and Switch (issue 29 points 5 and 6): role, name and value live on visually hidden inputs.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Slider, Switch, FormControlLabel, Typography, Box } from '@mui/material';

window.__state = { volume: 50, dark: false };

function App() {
  const [volume, setVolume] = useState(50);
  const [dark, setDark] = useState(false);
  return (
    <Box sx={{ p: 3, width: 320 }}>
      <Typography variant="h5">Settings</Typography>
      <Typography id="volume-label">Volume</Typography>
      <Slider
        aria-labelledby="volume-label"
        value={volume}
        valueLabelDisplay="auto"
        onChange={(_, v) => {
          setVolume(v);
          window.__state.volume = v;
        }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={dark}
            onChange={(e) => {
              setDark(e.target.checked);
              window.__state.dark = e.target.checked;
            }}
          />
        }
        label="Dark mode"
      />
    </Box>
  );
}
createRoot(document.getElementById('root')).render(<App />);
window.__ready = true;
