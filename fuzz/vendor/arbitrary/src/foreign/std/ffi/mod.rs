mod c_str;
mod os_str;
