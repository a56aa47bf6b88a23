mod c_str;
