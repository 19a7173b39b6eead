import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import SettingsIcon from '@mui/icons-material/Settings';

export default function IconButtons() {
  const [saved, setSaved] = React.useState(false);

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <IconButton
        aria-label="Save to favourites"
        aria-pressed={saved}
        color={saved ? 'error' : 'default'}
        onClick={() => setSaved((value) => !value)}
      >
        {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <IconButton aria-label="Share" color="primary">
        <ShareIcon />
      </IconButton>
      <IconButton aria-label="Delete" size="small">
        <DeleteIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label="Settings" disabled>
        <SettingsIcon />
      </IconButton>
    </div>
  );
}
