import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation/app-navigator';

/** Hands the router's navigate function to code outside React (the request layer's redirects). */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator(navigate);
    return () => registerNavigator(undefined);
  }, [navigate]);
  return null;
}
